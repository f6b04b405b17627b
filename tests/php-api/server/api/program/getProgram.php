<?php
require __DIR__ . '/../../lib.php';
$rows = db()->query('SELECT id, title, description, date, imageUrl FROM programs ORDER BY id')->fetchAll();
respond(['success' => true, 'message' => 'Programs fetched', 'data' => $rows]);
