@extends('layouts.app')
@section('content')
<form action="/login" method="post">
  @csrf
  @error('email')<p class="error">{{ $message }}</p>@enderror
  <label for="email">{{ __('Email') }}</label>
  <input type="email" id="email" name="email" autocomplete="username" required value="{{ old('email') }}">
  <label for="password">Password</label>
  <input type="password" id="password" name="password" required>
  <label><input type="checkbox" name="remember" @checked(old('remember'))> Keep me signed in</label>
  <button type="submit" @disabled($locked)>{!! __('auth.sign_in') !!}</button>
</form>
@endsection
