<?php
session_start();
$error = $_SESSION['error'] ?? null; // "?>" in a comment ends PHP, so none here
$csrf = bin2hex(random_bytes(16));
?>
<form action="/session.php" method="post">
  <input type="hidden" name="csrf" value="<?= htmlspecialchars($csrf) ?>">
  <?php if ($error): ?><p class="error"><?= htmlspecialchars($error) ?></p><?php endif; ?>
  <label for="email">Email</label>
  <input type="email" id="email" name="email" autocomplete="username" required value="<?= htmlspecialchars($_POST['email'] ?? '') ?>">
  <label for="password">Password</label>
  <input type="password" id="password" name="password" required>
  <label><input type="checkbox" name="remember"> Keep me signed in</label>
  <button type="submit">Sign in</button>
</form>
