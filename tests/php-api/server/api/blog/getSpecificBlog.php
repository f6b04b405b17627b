<?php
require __DIR__ . '/../../lib.php';
$statement = db()->prepare('SELECT * FROM blogs WHERE id = ?');
$statement->execute([$_GET['id'] ?? '']);
$row = $statement->fetch();
if (!$row) {
    respond(['success' => false, 'message' => 'Blog not found', 'data' => null], 404);
}
respond(['success' => true, 'data' => $row]);
