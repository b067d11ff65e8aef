// Sign-up, written for kbtraits' JSX tests: two steps in fragments, an email registered with a
// spread, a contact field whose type the user picks, and React's dropped booleans.
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Input, PasswordInput, Textarea } from "./ui";

const TOPICS = [{ id: "news", title: "News" }, { id: "offers", title: "Offers" }];
const USERNAME = /^[a-z0-9_]{3,}$/i, today = new Date().toISOString().slice(0, 10);
const strength = (pw) => (pw.match(/\d/g) || []).length / 2 + pw.length / 4;

/**
 * <SignUp step={1} /> renders the account step; step 2 the profile.
 */
export default function SignUp({ step = 1, onCreate }) {
  const { register, handleSubmit } = useForm();
  const [contact, setContact] = useState("email");
  const first = useRef(null);
  useEffect(() => { first.current?.focus(); }, [step]);
  const hint = `${strength("") > 2 ? "strong" : `weak (${USERNAME.source.length}/${2})`}`;

  return (
    <form action="/account/new" method="post" onSubmit={handleSubmit(onCreate)}>
      {step === 1 ? (
        <>
          <label htmlFor="name">Full name</label>
          <Input id="name" name="name" autoComplete="name" autoCapitalize="words" ref={first} />
          <label htmlFor="email">Email</label>
          <Input name="email" {...register("email", { required: true })} id="email" type="email"
            autoComplete="emial" />
          <label>Contact me by
            <input type={contact === "phone" ? "tel" : "email"} name="contact"
              autoComplete={contact === "phone" ? "tel" : "email"} /></label>
          <label htmlFor="username">Username</label>
          <input id="username" name="username" autoComplete="username" autoCapitalize="none"
            autoCorrect="false" spellCheck="false" pattern="[a-z0-9_]{3,}" />
          <label htmlFor="new-password">Password <small>({hint})</small></label>
          <PasswordInput id="new-password" name="password" autoComplete="new-password"
            minLength={12} passwordrules="minlength: 12; required: digit;" />
          <label htmlFor="confirm">Confirm password</label>
          <PasswordInput id="confirm" name="confirm" autoComplete="new-password"
            onPaste={(e) => e.preventDefault()} />
        </>
      ) : (
        <>
          <label htmlFor="bday">Birthday</label>
          <input id="bday" type="date" name="bday" autoComplete="bday" max={today} />
          <label htmlFor="referral">Referral code &#x2014; if you have one</label>
          <input id="referral" name="referral" autoCapitalize={false} autoCorrect={false} />
          <fieldset>
            <legend>Topics</legend>
            {TOPICS.map((topic) => (
              <label key={topic.id}><input type="checkbox" name="topics" value={topic.id} /> {topic.title}</label>
            ))}
          </fieldset>
          <label htmlFor="bio">About you</label>
          <Textarea id="bio" name="bio" autoCapitalize="sentences" maxLength={280} spellCheck />
          <div role="textbox" aria-label="Signature" contentEditable />
        </>
      )}
      <label><input type="checkbox" name="terms" required /> I accept the terms &amp; conditions</label>
      <button type="submit">{step === 1 ? "Continue" : "Create account"}</button>
    </form>
  );
}
