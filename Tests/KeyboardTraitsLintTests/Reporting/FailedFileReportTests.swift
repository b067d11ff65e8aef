import Testing

@testable import KeyboardTraits
@testable import KeyboardTraitsLint

/// A file that could not be read, in every format.
@Suite("Reporting failed files")
struct FailedFileReportTests {
  let run = ReportingFixtures.failedRun()

  @Test("text: path, error, the message without the repeated path, and the kind")
  func text() {
    #expect(
      TextReporter().report(run, options: ReporterOptions())
        == "site/missing.html: error: no such file or directory. Check the path. [notFound]\n\n"
        + "0 errors, 0 warnings, 0 notes in 2 files (1 failed)\n")
  }

  @Test("github: an error annotation on the file")
  func github() {
    #expect(
      GitHubActionsReporter().report(run, options: ReporterOptions())
        == "::error file=site/missing.html::no such file or directory. Check the path.\n")
  }

  @Test("junit: an <error> test case for the failed file, a passing one for the clean file")
  func junit() {
    #expect(
      JUnitReporter().report(run, options: ReporterOptions()) == """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="kbtraits" tests="2" failures="0" errors="1">
          <testsuite name="site/missing.html" tests="1" failures="0" errors="1">
            <testcase classname="site/missing.html" name="read">
              <error type="notFound" message="no such file or directory. Check the path."/>
            </testcase>
          </testsuite>
          <testsuite name="site/ok.html" tests="1" failures="0" errors="0">
            <testcase classname="site/ok.html" name="lint"/>
          </testsuite>
        </testsuites>

        """)
  }

  @Test("checkstyle: an error without a line whose source names the failure")
  func checkstyle() {
    #expect(
      CheckstyleReporter().report(run, options: ReporterOptions()) == """
        <?xml version="1.0" encoding="UTF-8"?>
        <checkstyle version="4.3">
          <file name="site/missing.html">
            <error severity="error" message="no such file or directory. Check the path." \
        source="kbtraits.file.notFound"/>
          </file>
          <file name="site/ok.html">
          </file>
        </checkstyle>

        """)
  }

  @Test("json: the contract's error object")
  func json() {
    let output = JSONReporter().report(run, options: ReporterOptions())
    #expect(output.contains("\"kind\": \"notFound\""))
    #expect(output.contains("\"failedFiles\": 1"))
  }

  @Test("sarif: a tool execution notification, and the run still succeeded")
  func sarif() throws {
    let output = SARIFReporter().report(run, options: ReporterOptions(baseDirectory: "/repo"))
    #expect(
      output.contains(
        """
              "invocations": [
                {
                  "executionSuccessful": true,
                  "toolExecutionNotifications": [
                    {
                      "level": "error",
                      "message": {
                        "text": "no such file or directory. Check the path."
                      },
                      "descriptor": {
                        "id": "notFound"
                      },
                      "locations": [
                        {
                          "physicalLocation": {
                            "artifactLocation": {
                              "uri": "site/missing.html",
                              "uriBaseId": "%SRCROOT%"
                            }
                          }
                        }
                      ]
                    }
                  ]
                }
              ]
            }
          ]
        }

        """))
    #expect(output.contains("\"results\": [],"))
    try SARIFSchemaValidator.validate(output)
  }
}
