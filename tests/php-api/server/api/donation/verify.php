<?php
require __DIR__ . '/../../lib.php';
$in = input();
$statement = db()->prepare('SELECT status FROM payments WHERE reference = ?');
$statement->execute([$in['reference'] ?? '']);
$row = $statement->fetch();
respond(['status' => $row ? $row['status'] : 'failed', 'message' => $row ? 'Verification successful' : 'Unknown reference']);
