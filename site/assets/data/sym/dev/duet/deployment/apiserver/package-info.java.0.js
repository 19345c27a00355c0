Duet.shard("sym/dev/duet/deployment/apiserver/package-info.java.0", {});
