<?php
require __DIR__ . '/../../lib.php';
$rows = db()->query('SELECT * FROM volunteers ORDER BY id DESC')->fetchAll();
respond(['success' => true, 'data' => $rows, 'message' => 'Volunteers fetched']);
