<?php
require __DIR__ . '/../../lib.php';
// Oldest first: the site reverses the list.
$rows = db()->query('SELECT * FROM blogs ORDER BY id')->fetchAll();
respond(['success' => true, 'message' => 'Blogs fetched', 'data' => $rows]);
