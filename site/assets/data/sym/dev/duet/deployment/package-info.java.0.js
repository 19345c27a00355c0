Duet.shard("sym/dev/duet/deployment/package-info.java.0", {});
