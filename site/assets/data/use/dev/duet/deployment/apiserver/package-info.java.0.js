Duet.shard("use/dev/duet/deployment/apiserver/package-info.java.0", {});
