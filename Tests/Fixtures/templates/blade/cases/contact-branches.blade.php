<form method="post" action="{{ route('checkout.contact') }}">
  @csrf
  <label for="contact">Email or phone</label>
  <input id="contact" name="contact" autocomplete="email" @if($prefersPhone) type="tel" @else type="email" @endif>
  <label for="zip">Postcode</label>
  <input id="zip" name="zip" autocomplete="postal-code" inputmode="numeric" @if($country === 'NL') inputmode="text" @endif>
  @if($customer->isBusiness())
    <input id="phone" name="phone" type="tel" autocomplete="tel" aria-label="Office phone">
  @elseif($customer->isGuest())
    <input id="phone" name="phone" type="tel" autocomplete="tel" aria-label="Guest phone">
  @else
    <label for="phone">Mobile phone</label>
    <input id="phone" name="phone" type="tel" autocomplete="tel">
  @endif
  @unless($customer->hasFax())
    <input id="fax" name="fax" type="tel" autocomplete="fax tel" aria-label="Fax (optional)">
  @else
    <input id="fax" name="fax" type="tel" autocomplete="fax tel" aria-label="Fax">
  @endunless
  <button type="submit">Continue</button>
</form>
