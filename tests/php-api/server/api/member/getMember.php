<?php
require __DIR__ . '/../../lib.php';
$statement = db()->prepare('SELECT * FROM members WHERE id = ?');
$statement->execute([$_GET['id'] ?? '']);
$row = $statement->fetch();
if (!$row) {
    respond(['success' => false, 'error' => 'Member not found']);
}
respond(['success' => true, 'member' => $row]);
