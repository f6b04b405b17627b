<?php
require __DIR__ . '/../../lib.php';
if ($_SERVER['REQUEST_METHOD'] !== 'DELETE') {
    respond(['success' => false, 'message' => 'Method not allowed'], 405);
}
db()->prepare('DELETE FROM members WHERE id = ?')->execute([$_GET['id'] ?? '']);
http_response_code(204);
