import Foundation
import Testing

@testable import KeyboardTraits

@Suite("Focusable controls")
struct FocusableControlTests {
  @Test func documentOrderAndKinds() throws {
    let marked = MarkedHTML(
      """
      <form id=f>
        ↓<input name=user>
        ↓<button>  Sign
          in </button>
        ↓<button type=RESET>Reset</button>
        ↓<button type=button>Show</button>
        ↓<button type=bogus>Bogus</button>
        ↓<a href="/help">Help</a> <a name=anchor>not a link</a>
        ↓<iframe src="x.html"><input name=fake></iframe>
        ↓<div tabindex=-1>Tab</div> <span tabindex=x>no</span>
        ↓<input type=submit value="  Send   it ">
        ↓<input type=image src=go.png>
        <input type=hidden name=h>
        ↓<textarea name=t></textarea>
        ↓<summary>More</summary> ↓<video controls></video> <audio></audio>
        <map>↓<area href=/a></map> ↓<div contenteditable>e</div>
      </form>
      """)
    let document = scanned(marked.html)
    let controls = document.controls
    #expect(
      controls.map(\.kind) == [
        .field(0), .button(type: "submit"), .button(type: "reset"), .button(type: "button"),
        .button(type: "submit"), .link, .iframe, .other, .field(1), .field(2), .field(4), .other,
        .other, .link, .field(5),
      ])
    #expect(
      controls.map(\.element) == [
        "input", "button", "button", "button", "button", "a", "iframe", "div", "input", "input",
        "textarea", "summary", "video", "area", "div",
      ])
    #expect(controls.map(\.position) == marked.markers)
    #expect(
      controls.map(\.isSubmitButton) == [
        false, true, false, false, true, false, false, false, true, true, false, false, false,
        false, false,
      ])
    #expect(
      controls.map(\.formIndex) == [
        0, 0, 0, 0, 0, nil, nil, nil, 0, 0, 0, nil, nil, nil, nil,
      ])
    #expect(controls.allSatisfy { !$0.isDisabled })
    #expect(document.fields.map(\.name) == ["user", nil, nil, "h", "t", nil])
    #expect(controls[1].text == "Sign in")
    #expect(controls[2].text == "Reset")
    #expect(controls[8].text == "Send it")
    #expect(controls[9].text == nil)
    #expect(controls[0].text == nil)
  }

  @Test func formIndexOfControls() throws {
    let document = scanned(
      """
      <button name=early form=f2>Early</button>
      <form id=f1><button>A</button><a href=/x>Link</a><input type=submit></form>
      <button>Outside</button>
      <form id=f2></form>
      """)
    #expect(document.controls.map(\.formIndex) == [1, 0, nil, 0, nil])
  }

  @Test func disabledControls() throws {
    let document = scanned(
      """
      <button disabled>A</button><input name=b disabled><input type=submit disabled>
      <fieldset disabled><a href=/x>Link</a><select name=s></select><button>B</button>
      <div contenteditable>host</div><div tabindex=0>t</div></fieldset>
      <button>Enabled</button>
      """)
    // A disabled fieldset disables form controls only, not links or editing hosts.
    #expect(
      document.controls.map(\.element) == [
        "button", "input", "input", "a", "select", "button", "div", "div", "button",
      ])
    #expect(
      document.controls.map(\.isDisabled) == [
        true, true, true, false, true, true, false, false, false,
      ])
  }

  @Test func buttonTextLeavesOutNothingVisible() throws {
    let document = scanned("<button>Pay <b>now</b>\n<i>!</i></button><button></button>")
    #expect(document.controls.map(\.text) == ["Pay now !", ""])
  }

  @Test func inputButtonUsesItsValue() throws {
    let document = scanned(
      #"<input type=button value=" Open "><input type=reset value=Clear><input type=submit>"#)
    #expect(document.controls.map(\.text) == ["Open", "Clear", nil])
    #expect(document.controls.map(\.isSubmitButton) == [false, false, true])
  }

  @Test("tabindex is parsed as an HTML integer")
  func tabIndexValues() throws {
    let document = scanned(
      """
      <input name=a tabindex=3><input name=b tabindex=" -1"><input name=c tabindex="2px">
      <input name=d tabindex=x><input name=e><div tabindex="0x">d</div><span tabindex="">s</span>
      """)
    #expect(document.controls.map(\.tabIndex) == [3, -1, 2, nil, nil, 0])
    #expect(document.controls.map(\.isKeyboardFocusable) == [true, false, true, true, true, true])
  }

  @Test("hidden, inert and template content is never focused")
  func hiddenControls() throws {
    let document = scanned(
      """
      <input name=a hidden><div hidden><button>B</button></div>
      <section inert><a href=/x>x</a></section><template><input name=t></template>
      <div hidden=until-found><select name=s></select></div><input name=shown>
      """)
    #expect(document.controls.map(\.isHidden) == [true, true, true, true, true, false])
    #expect(document.controls.map(\.isFocusable) == [false, false, false, false, false, true])
  }

  @Test("the enclosing form element is recorded, form= owners and editing hosts included")
  func ancestorForms() throws {
    let document = scanned(
      """
      <form id=f><input name=a form=g><div contenteditable>e</div><button>B</button></form>
      <div contenteditable>outside</div><form id=g><a href=/x>x</a></form>
      """)
    #expect(document.controls.map(\.ancestorFormIndex) == [0, 0, 0, nil, 1])
    #expect(document.controls.map(\.formIndex) == [1, nil, 0, nil, nil])
  }

  @Test("an iframe whose src, title, id or name says captcha is marked, case-sensitively")
  func captchaFrames() throws {
    let document = scanned(
      """
      <iframe src="https://x.example/recaptcha/api"></iframe><iframe title="hcaptcha widget">
      </iframe><iframe id=Captcha></iframe><iframe name=my-captcha></iframe><iframe></iframe>
      """)
    #expect(document.controls.map(\.isLikelyCaptcha) == [true, true, false, true, false])
  }
}
