<input type="{{ $type ?? 'text' }}" id="{{ $name }}" name="{{ $name }}"
       class="form-control @error($name) is-invalid @enderror" value="{{ old($name) }}">
@error($name)
    <span class="invalid-feedback" role="alert"><strong>{{ $message }}</strong></span>
@enderror
