// One browser over both modules, in the parent's target/site/xref.
def xref = new File(basedir, 'target/site/xref')
assert new File(xref, 'index.html').isFile()
assert new File(xref, 'en/src/it/shop/core/Price.java.html').isFile()
assert new File(xref, 'en/src/it/shop/app/Basket.java.html').isFile()
// JXR's locations, for both modules' files
assert new File(xref, 'it/shop/core/Price.html').isFile()
assert new File(xref, 'it/shop/app/Basket.html').isFile()

// app's use of core's class links to its declaration on core's page (cross-module), and its
// method call to the method's line
def basket = new File(xref, 'assets/data/code/it/shop/app/Basket.java.js').text
assert basket.contains('href=\\"../core/Price.java.html#Price\\"')
assert basket.contains('href=\\"../core/Price.java.html#plus(Price)\\"')
// core's usages list app's lines (Basket's import of Price is in app only): the analysis saw both modules
def coreUses = new File(xref, 'assets/data/use/it/shop/core').listFiles().collect { it.text }.join()
assert coreUses.contains('"import it.shop.core.Price;"')
assert coreUses.contains('"Price sum = new Price(0);"')

// the dependency of one module (commons-lang3, core's) links to its documentation: the report
// resolved each module's dependencies itself, before the modules were built
def price = new File(xref, 'assets/data/code/it/shop/core/Price.java.js').text
assert price.contains('https://javadoc.io/doc/org.apache.commons/commons-lang3/3.17.0/org/apache/commons/lang3/Validate.html')

// test-aggregate: one browser over both modules' tests, in the parent's target/site/xref-test
def xrefTest = new File(basedir, 'target/site/xref-test')
assert new File(xrefTest, 'en/src/it/shop/core/PriceCheck.java.html').isFile()
assert new File(xrefTest, 'en/src/it/shop/app/BasketCheck.java.html').isFile()
assert new File(xrefTest, 'it/shop/app/BasketCheck.html').isFile()
assert !new File(xrefTest, 'en/src/it/shop/core/Price.java.html').exists()
def check = new File(xrefTest, 'assets/data/code/it/shop/app/BasketCheck.java.js').text
assert check.contains('https://javadoc.io/doc/org.apache.commons/commons-lang3/3.17.0/org/apache/commons/lang3/Validate.html#isTrue(')
// every reference resolved: the tests' uses of both modules' main classes too (their class
// folders, built by the first invocation, are on its class path, app's naming core's)
def log = new File(basedir, 'build.log').readLines()
def from = log.findIndexOf { it.contains(':test-aggregate') }
assert from >= 0
def resolved = log.drop(from).find { it.contains('references: ') }
assert resolved =~ /references: (\d+) of \1 resolved/ : resolved
assert !log.any { it.contains('An issue has occurred with duet-maven-plugin') }

// the modules have no browser of their own
assert !new File(basedir, 'core/target/site/xref').exists()
assert !new File(basedir, 'app/target/site/xref').exists()
assert !new File(basedir, 'core/target/site/xref-test').exists()
return true
