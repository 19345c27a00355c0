Duet.shard("sym/dev/duet/clock/package-info.java.0", {});
