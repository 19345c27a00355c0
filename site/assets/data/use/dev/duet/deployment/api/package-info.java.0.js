Duet.shard("use/dev/duet/deployment/api/package-info.java.0", {});
