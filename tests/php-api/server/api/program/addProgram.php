<?php
require __DIR__ . '/../../lib.php';
$in = input();
if (empty($in['title']) || empty($in['description']) || empty($in['date'])) {
    respond(['success' => false, 'message' => 'Missing fields'], 400);
}
$image = isset($in['image']) ? save_data_url((string) $in['image']) : null;
db()->prepare('INSERT INTO programs (title, description, date, imageUrl) VALUES (?, ?, ?, ?)')
    ->execute([$in['title'], $in['description'], $in['date'], $image]);
respond(['success' => true, 'message' => 'Program added']);
