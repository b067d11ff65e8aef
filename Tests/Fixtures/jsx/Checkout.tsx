// Checkout in TypeScript, written for kbtraits' JSX tests: the same form as Checkout.jsx, with
// generic helpers, typed props, `as` and `satisfies`, and a decorated class for the order total.
import { useMemo, useState, type ChangeEvent } from "react";
import type { Order, User } from "./types";
import { Form, Input, Textarea } from "./ui";

type Country = "US" | "FR" | "JP";
interface Props { user: User; items: Array<Order["items"][number]>; total: number; count?: number }

const EXP: RegExp = /^(0[1-9]|1[0-2]) ?\/ ?\d{2}$/;
const COUNTRIES = [["US", "United States"], ["FR", "France"], ["JP", "日本"]] satisfies
  [Country, string][];
const digits = <T extends string>(text: T): string => text.replace(/\D+/g, "");
const pick = <K extends keyof Props,>(props: Props, key: K): Props[K] => props[key];

@sealed
class Money {
  constructor(readonly cents: number) {}
  toString(): string { return (this.cents / 100).toFixed(2) }
}
declare function sealed(target: Function): void;

export function Checkout({ user, items, total, count = 1, onPay }: Props & { onPay(): void }) {
  const [country, setCountry] = useState<Country>("US");
  const [brand, setBrand] = useState<"" | "visa">("");
  const perItem = total / count / 100; // divisions, not a regular expression
  const summary = useMemo<string>(() => `${items.length} items, ${perItem.toFixed(2)} each`, [items]);
  const giftProps = { autoComplete: "off", "data-kind": `gift-${country}` } as const;
  if (brand === "") /^4/.test(user.lastCard as string) && setBrand("visa");

  return (
    <form action="/checkout/pay" method="post" onSubmit={onPay} noValidate>
      <p title={summary}>Order for {user.name} &ndash; {summary}</p>
      <ul>{items.map((item) => <li key={item.id}>{`${item.name} × ${item.qty as number}`}</li>)}</ul>
      <label htmlFor="email">Receipt to</label>
      <input id="email" type="email" name="email" readOnly value={user.email} />
      <fieldset>
        <legend>Card</legend>
        <label htmlFor="ccname">Name on card</label>
        <Input id="ccname" name="ccname" autoComplete="cc-name" autoCorrect="off"
          spellCheck={false} />
        <label htmlFor="cardnumber">Card number</label>
        <input id="cardnumber" type="number" name="cardnumber" autoComplete={`cc-number`}
          className={`card ${brand}`}
          onChange={(e: ChangeEvent<HTMLInputElement>) => setBrand(digits(e.target.value) && "visa")} />
        <label htmlFor="exp">Expiry</label>
        <input id="exp" name="exp" autoComplete="cc-exp" inputMode="numeric" pattern={EXP.source}
          placeholder="MM&nbsp;/&nbsp;YY" />
        <label htmlFor="cvc">Security code</label>
        <Form.Input id="cvc" name="cvc" autoComplete="cc-csc" inputMode="digits" maxLength={4} />
      </fieldset>
      <fieldset>
        <legend>Delivery</legend>
        {(["address-line1", "address-line2"] as const).map((token, i: number) => (
          <label key={token}>Address <input name={`line${i + 1}`} autoComplete={token} /></label>
        ))}
        <label htmlFor="country">Country</label>
        <select id="country" name="country" autoComplete="country" value={country}
          onChange={(e) => setCountry(e.target.value as Country)}>
          {COUNTRIES.map(([code, name]) => <option key={code} value={code}>{name}</option>)}
        </select>
        <label htmlFor="postcode">Postcode</label>
        {country === "US"
          ? <input id="postcode" name="zip" autoComplete="postal-code" inputMode="numeric" />
          : <input id="postcode" name="postcode" autoComplete="postal-code"
              autoCapitalize="characters" />}
        <label>Téléphone {/* é */}<input type="tel" name="phone" autoComplete="tel" /></label>
        <Textarea name="notes" rows={3} autoCorrect={false} placeholder="Notes &ndash; optional" />
      </fieldset>
      <label>Gift card <input type="text" name="gift" {...giftProps} /></label>
      <label>
        Quantity
        <input type="number" name="quantity" min={1} defaultValue={1} inputMode={null} />
      </label>
      <button type="submit">Pay {String(new Money(total))}&nbsp;&euro;</button>
    </form>
  );
}
