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

// the modules have no browser of their own
assert !new File(basedir, 'core/target/site/xref').exists()
assert !new File(basedir, 'app/target/site/xref').exists()
return true
