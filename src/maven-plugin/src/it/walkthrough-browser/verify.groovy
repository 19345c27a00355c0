// browserRuns: true under mvn duet:build. TeaVM ran in a JVM of its own, started with the
// plugin's class path (not Maven's launcher's), compiled the demo, and Node ran the script and
// printed what JShell recorded (a difference fails the build).
def site = new File(basedir, 'site')
assert new File(site, 'index.html').isFile()
def log = new File(basedir, 'build.log').text
assert log.contains('[INFO] built site: ')
assert new File(basedir, 'content/site.yaml').readLines().contains('browserRuns: true')
def bundle = new File(site, 'assets/duet-run.js')
assert bundle.isFile() && bundle.length() > 10000 : 'no browser bundle: ' + bundle
assert bundle.text.contains('window.DUET_BUNDLE = function ()')
def checked = log.readLines().find { it.contains('browser runs checked in Node (ms): ') }
assert checked != null : 'Node did not check the browser bundle'
assert checked.contains('push-pop=') : checked
assert !log.contains('does not run in the browser')
assert new File(site, 'assets/duet-run-index.js').text.contains('push-pop')
return true
