// mvn verify site with Duet's reports in place of JXR's.
import java.nio.file.Files
import java.time.Instant

def site = new File(basedir, 'target/site')

// 1. The browsers are where JXR's are, each Duet's output, with its index page.
for (name in ['xref', 'xref-test']) {
    assert new File(site, "${name}/index.html").isFile()
    assert new File(site, "${name}/.duet-output").isFile()
}
assert new File(site, 'xref/en/src/it/greet/Greeter.java.html').isFile()
assert new File(site, 'xref-test/en/src/it/greet/GreeterTest.java.html').isFile()

// 2. The site's menu and its reports page name them (Duet's English UI strings).
def reports = new File(site, 'project-reports.html').text
assert reports.contains('<a href="xref/index.html">Source browser')
assert reports.contains('<a href="xref-test/index.html">Test source browser')

// 3. The commons-lang3 type the main code uses links to its documentation: Maven resolved the
// jar (its types resolve) and knows its coordinates (where its docs are).
def greeter = new File(site, 'xref/assets/data/code/it/greet/Greeter.java.js').text
assert greeter.contains('href=\\"https://javadoc.io/doc/org.apache.commons/commons-lang3/3.17.0/org/apache/commons/lang3/StringUtils.html\\"')
assert greeter.contains('https://javadoc.io/doc/org.apache.commons/commons-lang3/3.17.0/org/apache/commons/lang3/StringUtils.html#capitalize(java.lang.String)')

// 4. Surefire's report links the failing line into xref-test/ the way it links JXR's pages...
def surefire = new File(site, 'surefire.html').text
def link = (surefire =~ /href="\.\/(xref-test\/it\/greet\/GreeterTest\.html)#L(\d+)"/)
assert link.find() : 'surefire.html links no line of GreeterTest'
def page = link.group(1)
def line = link.group(2) as int
def failing = new File(basedir, 'src/test/java/it/greet/GreeterTest.java').readLines()
assert failing[line - 1].contains('assertEquals("Hi, bob!", greeting);') : "Surefire links line ${line}"
// ...and that page opens Duet's page of the same file, keeping the #L fragment, which is the id
// of Duet's line (the rows come from the file's code script, one per line).
def forward = new File(site, page).text
assert forward.contains("location.replace('../../en/src/it/greet/GreeterTest.java.html' + location.hash)")
def code = new File(site, 'xref-test/assets/data/code/it/greet/GreeterTest.java.js').text
def rows = new groovy.json.JsonSlurper().parseText(code.substring(code.indexOf('(') + 1, code.lastIndexOf(')'))).r
assert rows.size() == failing.size()
assert rows[line - 1].replaceAll('<[^>]+>', '').replace('&quot;', '"').contains('assertEquals("Hi, bob!", greeting);')
def source = new File(site, 'xref-test/en/src/it/greet/GreeterTest.java.html').text
assert source.contains('assets/source.js')

// 5. Reproducible: every file has the time project.build.outputTimestamp gives.
def stamp = Instant.parse('2026-01-01T00:00:00Z').toEpochMilli()
Files.walk(new File(site, 'xref').toPath()).forEach { assert Files.getLastModifiedTime(it).toMillis() == stamp : it }

// Duet is quiet: its lines at INFO say what it wrote, not how long each stage took.
def log = new File(basedir, 'build.log').text
assert log.contains('[INFO] wrote target/site/xref: ')
assert !log.contains('time: read')
return true
