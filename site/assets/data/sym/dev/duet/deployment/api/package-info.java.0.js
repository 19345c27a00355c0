Duet.shard("sym/dev/duet/deployment/api/package-info.java.0", {});
