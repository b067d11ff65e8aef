// Sign-in in TypeScript, written for kbtraits' JSX tests: the same form as SignIn.jsx, with
// types, generics, `as` and `satisfies` around it. <input name="in-a-comment"> is no field.
import { useState } from "react";
import type { FormEvent, ReactNode } from "react";
import { useForm, type SubmitHandler } from "react-hook-form";
import { Input, PasswordInput, Link } from "./ui";

interface Credentials { email: string; password: string; otp?: Array<string> }
type Props = { onSignIn: SubmitHandler<Credentials>; remembered?: readonly string[] };
type Step = 1 | 2;

const CODE = /^\d{6}$/ as RegExp;
const first = <T,>(items: readonly T[]): T | undefined => items[0];
const labels = { next: "Next", done: "Sign in" } as const satisfies Record<string, string>;

export default function SignIn({ onSignIn, remembered = [] }: Props): ReactNode {
  const { register, handleSubmit } = useForm<Credentials>();
  const [step, setStep] = useState<Step>(1);
  const [show, setShow] = useState<boolean>(false);
  const [code, setCode] = useState<string>("");
  const title = `Sign in ${step > 1 ? `(step ${step} of ${2 as number})` : ""}`;
  const onCode = (e: FormEvent<HTMLInputElement>) =>
    setCode((e.target as HTMLInputElement).value.replace(/\D/g, "").slice(0, 12 / 2));

  return (
    <form action="/session" method="post" onSubmit={handleSubmit(onSignIn)}>
      <h1>{title} &mdash; Acme&trade;</h1>
      <label htmlFor="email">Email&nbsp;address</label>
      <input {...register("email")} id="email" type="email" autoComplete="username" />
      <label htmlFor="password">Password</label>
      <PasswordInput id="password" name="password" autoComplete="current-password" enterKeyHint="login" />
      <label>
        <input type="checkbox" checked={show} onChange={() => setShow((s: boolean) => !s)} /> Show
      </label>
      {step === 2 && CODE.test(code) !== null && (
        <label>
          One-time code
          <Input<string> name="otp" inputMode={"numeric"} autoComplete={`one-time-code`}
            maxLength={6} value={code} onInput={onCode} />
        </label>
      )}
      {remembered.length > 0 ? (
        <select name="account" defaultValue={first<string>(remembered)}>
          {remembered.map((account: string) => (
            <option key={account} value={account}>{account}</option>
          ))}
        </select>
      ) : <input type="hidden" name="account" value="" />}
      <label><input type="checkbox" name="remember" defaultChecked /> Keep me signed in</label>
      <button type="submit">{step === 1 ? labels.next : labels.done}</button>
      <Link<"/forgot"> to="/forgot">Forgot your password?</Link>
    </form>
  );
}
