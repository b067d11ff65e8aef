@extends('layouts.app')

@section('content')
<form method="POST" action="/profile">
    <label for="email">{{ __('Email') }}</label>
    @include('../../secrets/text', ['name' => 'email'])
    <button type="submit">{{ __('Save') }}</button>
</form>
@endsection
