Duet.shard("sym/dev/duet/deployment/cache/package-info.java.0", {});
