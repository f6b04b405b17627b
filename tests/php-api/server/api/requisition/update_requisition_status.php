<?php
require __DIR__ . '/../../lib.php';
$in = input();
if (!in_array($in['status'] ?? '', ['approved', 'rejected'], true)) {
    respond(['success' => false, 'message' => 'Invalid status'], 400);
}
db()->prepare('UPDATE requisitions SET status = ? WHERE id = ?')->execute([$in['status'], $in['id'] ?? '']);
respond(['success' => 'true', 'message' => 'Status updated']);
