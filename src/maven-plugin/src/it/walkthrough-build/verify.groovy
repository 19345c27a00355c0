// duet:build wrote site/, and the demo's step that calls commons-lang3 (a dependency the pom
// names, which site.yaml does not list) ran and printed what the demo expects.
def site = new File(basedir, 'site')
assert new File(site, 'index.html').isFile()
assert new File(site, '.duet-output').isFile()
def log = new File(basedir, 'build.log').text
assert log.contains('[INFO] built site: ')
def push = new File(site, 'en/push.html').text
// the build fails when a demo step's output differs, so the step ran and printed "a+b"
assert push.contains('StringUtils.join(s.snapshot().items(), &quot;+&quot;)')
// ...with commons-lang3 from the pom alone
def manifest = new File(basedir, 'content/site.yaml').readLines()
assert !manifest.any { it.startsWith('classpath:') }

// project.build.outputTimestamp (2026-01-01T00:00:00Z) is every written file's and folder's time.
def stamp = java.time.Instant.parse('2026-01-01T00:00:00Z').toEpochMilli()
def wrong = []
site.eachFileRecurse { if (it.lastModified() != stamp) wrong << it }
if (site.lastModified() != stamp) wrong << site
assert wrong.isEmpty() : 'not at outputTimestamp: ' + wrong.take(5)
return true
