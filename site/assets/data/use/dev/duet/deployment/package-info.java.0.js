Duet.shard("use/dev/duet/deployment/package-info.java.0", {});
