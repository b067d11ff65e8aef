// Sign-in, written for kbtraits' JSX tests: an email registered with react-hook-form, a mapped
// password component, a one-time code in step 2, and "keep me signed in".
// <input type="text" name="in-a-line-comment"> is no field.
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Input, PasswordInput, Link } from "./ui";

/* A code is six digits: <input pattern="\d{6}"> in a block comment is no field either. */
const CODE = /^\d{6}$/;
const isCode = (value) => /\d{6}/.test(value) && value.length / 6 === 1;

export default function SignIn({ onSignIn, remembered = [] }) {
  const { register, handleSubmit } = useForm();
  const [step, setStep] = useState(1);
  const [show, setShow] = useState(false);
  const [code, setCode] = useState("");
  const title = `Sign in ${step > 1 ? `(step ${step} of ${2})` : ""}`;
  if (step > 2) /<\/?form>/.test(title) && setStep(1);

  return (
    <form action="/session" method="post" onSubmit={handleSubmit(onSignIn)}>
      <h1>{title} &mdash; Acme&trade;</h1>
      <label htmlFor="email">Email&nbsp;address</label>
      <input {...register("email")} id="email" type="email" autoComplete="username" />
      <label htmlFor="password">Password</label>
      <PasswordInput id="password" name="password" autoComplete="current-password" enterKeyHint="login" />
      <label>
        <input type="checkbox" checked={show} onChange={() => setShow(!show)} /> Show password
      </label>
      {step === 2 && (
        <label>
          One-time code
          <Input name="otp" inputMode={"numeric"} autoComplete={`one-time-code`} maxLength={6}
            value={code} onChange={(e) => setCode(e.target.value.replace(/\D/g, ""))} />
        </label>
      )}
      {remembered.length > 0 ? (
        <select name="account">
          {remembered.map((account) => (
            <option key={account} value={account}>{account}</option>
          ))}
        </select>
      ) : <input type="hidden" name="account" value="" />}
      <label><input type="checkbox" name="remember" defaultChecked /> Keep me signed in</label>
      <button type="submit">{step === 1 ? "Next" : "Sign in"}</button>
      <Link to="/forgot">Forgot your password?</Link>
    </form>
  );
}
