<?php
require __DIR__ . '/../../lib.php';
$rows = db()->query('SELECT * FROM members ORDER BY id')->fetchAll();
respond(['data' => $rows]);
