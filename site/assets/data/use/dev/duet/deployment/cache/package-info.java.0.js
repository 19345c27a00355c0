Duet.shard("use/dev/duet/deployment/cache/package-info.java.0", {});
