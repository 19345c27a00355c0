@echo off
rem Duet's launcher on Windows: finds a Java 17 or newer and gives each command its JVM options.
rem   JAVA_HOME   the Java to run (default: the java on PATH)
rem   JAVA_OPTS   JVM options for every Java program that reads them, after Duet's own
rem   DUET_OPTS   JVM options for Duet only, after JAVA_OPTS (so they win)
rem Class archives (class data sharing) are kept by bin/duet only.
setlocal EnableExtensions EnableDelayedExpansion

set "DUET_HOME=%~dp0.."

if defined JAVA_HOME (
  set "JAVACMD=%JAVA_HOME%\bin\java.exe"
  if not exist "!JAVACMD!" (
    echo duet: JAVA_HOME is %JAVA_HOME%, but it has no bin\java.exe; set JAVA_HOME to a JDK 17 or newer 1>&2
    exit /b 2
  )
) else (
  set "JAVACMD="
  for %%J in (java.exe) do set "JAVACMD=%%~$PATH:J"
  if not defined JAVACMD (
    echo duet: no java on PATH; install a JDK 17 or newer, or set JAVA_HOME to one 1>&2
    exit /b 2
  )
)

rem The version is the third word of java -version's first line: "17.0.15" or "1.8.0_292".
set "JAVA_VERSION="
for /f "tokens=3" %%V in ('"!JAVACMD!" -version 2^>^&1 ^| findstr /i "version"') do (
  if not defined JAVA_VERSION set "JAVA_VERSION=%%~V"
)
set "JAVA_MAJOR="
for /f "tokens=1,2 delims=._-+" %%A in ("!JAVA_VERSION!") do (
  if "%%A"=="1" (set "JAVA_MAJOR=%%B") else (set "JAVA_MAJOR=%%A")
)
if not defined JAVA_MAJOR set "JAVA_MAJOR=0"
if !JAVA_MAJOR! LSS 17 (
  echo duet: Duet needs Java 17 or newer, but !JAVACMD! is Java !JAVA_VERSION!; set JAVA_HOME to a JDK 17 or newer 1>&2
  exit /b 2
)

rem A build is a short, busy run: C1 only and the serial collector. browse keeps every syntax tree
rem to the end: a small young generation whose survivors go straight to the old one, a larger first heap.
set "DUET_JVM=-XX:TieredStopAtLevel=1 -XX:+UseSerialGC"
if /i "%~1"=="browse" set "DUET_JVM=!DUET_JVM! -Xms512m -Xmn64m -XX:MaxTenuringThreshold=0"

"!JAVACMD!" !DUET_JVM! %JAVA_OPTS% %DUET_OPTS% -cp "%DUET_HOME%\lib\*" dev.duet.site.cli.Main %*
exit /b %ERRORLEVEL%
