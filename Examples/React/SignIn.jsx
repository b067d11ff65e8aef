import { useState } from "react";
import { PasswordInput } from "./ui";

export function SignIn({ onSignIn }) {
  const [email, setEmail] = useState("");
  return (
    <form action="/session" method="post" onSubmit={onSignIn}>
      <label htmlFor="email">Email</label>
      <input id="email" type="email" name="email" autoComplete="username"
        value={email} onChange={(e) => setEmail(e.target.value)} />
      <label>
        Password
        <PasswordInput name="password" autoComplete="current-password" />
      </label>
      <label htmlFor="code">Code from your authenticator app</label>
      <input id="code" name="code" autoComplete="one-time-code" inputMode="digits"
        autoCapitalize="none" autoCorrect={false} />
      <button type="submit">Sign in</button>
    </form>
  );
}
