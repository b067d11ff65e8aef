@extends('layouts.app')

@section('content')
<form method="POST" action="{{ route('register') }}">
    @csrf
    <label for="email" class="form-label">{{ __('Email Address') }}</label>
    @include('form.text', ['name' => 'email', 'type' => 'email'])

    <label for="phone" class="form-label">{{ __('Phone') }}</label>
    @include('form.missing', ['name' => 'phone'])

    <label for="nickname" class="form-label">{{ __('Nickname') }}</label>
    @include('form.text', ['name' => 'nick'])

    <button type="submit" class="btn btn-primary">{{ __('Register') }}</button>
</form>
@endsection
