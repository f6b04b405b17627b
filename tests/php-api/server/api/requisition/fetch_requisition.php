<?php
require __DIR__ . '/../../lib.php';
// The list directly, not inside data.
echo json_encode(db()->query('SELECT * FROM requisitions ORDER BY id')->fetchAll());
