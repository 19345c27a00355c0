Duet.shard("sym/dev/duet/workqueue/package-info.java.0", {});
