// Checkout, written for kbtraits' JSX tests: card fields (one a type="number" that should not
// be), address lines from .map(), a postcode that depends on the country, a mapped <Textarea>.
import { useMemo, useState } from "react";
import { Form, Input, Textarea } from "./ui";

const EXP = /^(0[1-9]|1[0-2]) ?\/ ?\d{2}$/;
const COUNTRIES = [["US", "United States"], ["FR", "France"], ["JP", "日本"]];
const digits = (text) => text.replace(/\D+/g, "");

export function Checkout({ user, items, total, count = 1, onPay }) {
  const [country, setCountry] = useState("US");
  const [brand, setBrand] = useState("");
  const perItem = total / count / 100; // divisions, not a regular expression
  const summary = useMemo(() => `${items.length} items, ${perItem.toFixed(2)} each`, [items]);
  const giftProps = { autoComplete: "off", "data-kind": `gift-${country}` };
  if (brand === "") /^4/.test(user.lastCard) && setBrand("visa");

  return (
    <form action="/checkout/pay" method="post" onSubmit={onPay} noValidate>
      <p title={summary}>Order for {user.name} &ndash; {summary}</p>
      <ul>{items.map((item) => <li key={item.id}>{`${item.name} × ${item.qty}`}</li>)}</ul>
      <label htmlFor="email">Receipt to</label>
      <input id="email" type="email" name="email" readOnly value={user.email} />
      <fieldset>
        <legend>Card</legend>
        <label htmlFor="ccname">Name on card</label>
        <Input id="ccname" name="ccname" autoComplete="cc-name" autoCorrect="off"
          spellCheck={false} />
        <label htmlFor="cardnumber">Card number</label>
        <input id="cardnumber" type="number" name="cardnumber" autoComplete={`cc-number`}
          className={`card ${brand}`} onChange={(e) => setBrand(digits(e.target.value))} />
        <label htmlFor="exp">Expiry</label>
        <input id="exp" name="exp" autoComplete="cc-exp" inputMode="numeric" pattern={EXP.source}
          placeholder="MM&nbsp;/&nbsp;YY" />
        <label htmlFor="cvc">Security code</label>
        <Form.Input id="cvc" name="cvc" autoComplete="cc-csc" inputMode="digits" maxLength={4} />
      </fieldset>
      <fieldset>
        <legend>Delivery</legend>
        {["address-line1", "address-line2"].map((token, i) => (
          <label key={token}>Address <input name={`line${i + 1}`} autoComplete={token} /></label>
        ))}
        <label htmlFor="country">Country</label>
        <select id="country" name="country" autoComplete="country" value={country}
          onChange={(e) => setCountry(e.target.value)}>
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
      <button type="submit">Pay {(total / 100).toFixed(2)}&nbsp;&euro;</button>
    </form>
  );
}
