Duet.shard("use/dev/duet/clock/package-info.java.0", {});
