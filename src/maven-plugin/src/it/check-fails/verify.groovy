// duet:check failed the build with the message `duet check` prints, located at the bad anchor
// (push.en.md, line 20, column 1: the link to Stack#peek(), a method the port does not have).
def log = new File(basedir, 'build.log').text
assert log.contains('[ERROR] content/pages/push.en.md:20:1: error: unknown Java symbol \'example.stack.Stack#peek()\' in link')
assert log.contains('[ERROR] 1 error')
assert log.contains('BUILD FAILURE')
// check writes nothing
assert !new File(basedir, 'site').exists()
return true
