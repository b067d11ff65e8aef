// Sign-up in TypeScript, written for kbtraits' JSX tests: the same form as SignUp.jsx, with an
// enum, generics, type guards, `as`, `satisfies` and non-null assertions around it.
import { useEffect, useRef, useState, type FormEventHandler } from "react";
import { useForm, type FieldValues } from "react-hook-form";
import { Input, PasswordInput, Textarea } from "./ui";

enum Step { Account = 1, Profile = 2 }
type Topic = { id: string; title: string };
type Contact = "email" | "phone";
interface SignUpProps<T extends FieldValues = FieldValues> { step?: Step; onCreate(values: T): void }

const TOPICS = [{ id: "news", title: "News" }, { id: "offers", title: "Offers" }] satisfies Topic[];
const USERNAME = /^[a-z0-9_]{3,}$/i as const, today = new Date().toISOString().slice(0, 10);
const strength = <T extends string,>(pw: T): number => (pw.match(/\d/g) ?? []).length / 2 + pw.length / 4;
const isPhone = (c: Contact): c is "phone" => c === "phone";

export default function SignUp<T extends FieldValues>({ step = Step.Account, onCreate }: SignUpProps<T>) {
  const { register, handleSubmit } = useForm<T>();
  const [contact, setContact] = useState<Contact>("email");
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => { first.current!.focus(); }, [step]);
  const hint = `${strength("") > 2 ? "strong" : `weak (${USERNAME.source.length}/${2})`}`;
  const prevent: FormEventHandler = (e) => e.preventDefault();

  return (
    <form action="/account/new" method="post" onSubmit={handleSubmit(onCreate)}>
      {step === Step.Account ? (
        <>
          <label htmlFor="name">Full name</label>
          <Input id="name" name="name" autoComplete="name" autoCapitalize="words" ref={first} />
          <label htmlFor="email">Email</label>
          <Input name="email" {...register("email" as never, { required: true })} id="email" type="email"
            autoComplete="emial" />
          <label>Contact me by
            <input type={isPhone(contact) ? "tel" : "email"} name="contact"
              autoComplete={isPhone(contact) ? "tel" : "email"} /></label>
          <label htmlFor="username">Username</label>
          <input id="username" name="username" autoComplete="username" autoCapitalize="none"
            autoCorrect="false" spellCheck="false" pattern="[a-z0-9_]{3,}" />
          <label htmlFor="new-password">Password <small>({hint})</small></label>
          <PasswordInput id="new-password" name="password" autoComplete="new-password"
            minLength={12} passwordrules="minlength: 12; required: digit;" />
          <label htmlFor="confirm">Confirm password</label>
          <PasswordInput id="confirm" name="confirm" autoComplete="new-password"
            onPaste={prevent} />
        </>
      ) : (
        <>
          <label htmlFor="bday">Birthday</label>
          <input id="bday" type="date" name="bday" autoComplete="bday" max={today as string} />
          <label htmlFor="referral">Referral code &#x2014; if you have one</label>
          <input id="referral" name="referral" autoCapitalize={false} autoCorrect={false} />
          <fieldset>
            <legend>Topics</legend>
            {TOPICS.map((topic: Topic) => (
              <label key={topic.id}><input type="checkbox" name="topics" value={topic.id} /> {topic.title}</label>
            ))}
          </fieldset>
          <label htmlFor="bio">About you</label>
          <Textarea id="bio" name="bio" autoCapitalize="sentences" maxLength={280} spellCheck />
          <div role="textbox" aria-label="Signature" contentEditable />
        </>
      )}
      <label><input type="checkbox" name="terms" required /> I accept the terms &amp; conditions</label>
      <button type="submit">{step === Step.Account ? "Continue" : "Create account"}</button>
    </form>
  );
}
