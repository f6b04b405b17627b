<?php
require __DIR__ . '/../../lib.php';
$in = input();
if (empty($in['title']) || empty($in['body']) || empty($in['summary'])) {
    respond(['success' => false, 'message' => 'Missing fields'], 400);
}
$image = isset($in['image']) ? save_data_url((string) $in['image']) : null;
db()->prepare('INSERT INTO blogs (title, summary, body, author, image_url, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    ->execute([$in['title'], $in['summary'], $in['body'], $in['author'] ?? null, $image, lagos_now()]);
respond(['success' => true, 'message' => 'Blog added']);
