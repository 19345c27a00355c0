Duet.shard("use/dev/duet/workqueue/package-info.java.0", {});
