<?php
require __DIR__ . '/../../lib.php';
$in = input();
$statement = db()->prepare('SELECT id, password_hash FROM admins WHERE email = ?');
$statement->execute([$in['email'] ?? '']);
$admin = $statement->fetch();
if (!$admin || !password_verify((string) ($in['password'] ?? ''), $admin['password_hash'])) {
    respond(['success' => false, 'error' => 'Invalid email or password'], 401);
}
$token = jwt_sign(['sub' => $admin['id'], 'email' => $in['email'], 'iat' => time(), 'exp' => time() + 3600]);
respond(['success' => true, 'message' => 'Login successful', 'token' => $token]);
