<?php
require __DIR__ . '/../../lib.php';
$in = input();
if (empty($in['name']) || strlen((string) ($in['ulid'] ?? '')) !== 36 || empty($in['description'])) {
    respond(['success' => false, 'data' => ['message' => 'Invalid request']], 400);
}
db()->prepare('INSERT INTO requisitions (name, ulid, type, duration, amount, description, status, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)')->execute([$in['name'], $in['ulid'], $in['type'] ?? '', $in['duration'] ?? null,
    $in['amount'] ?? null, $in['description'], 'pending', lagos_now()]);
respond(['success' => 1, 'data' => ['message' => 'Request submitted']]);
