<?php
require __DIR__ . '/../../lib.php';
if (empty($_POST['name']) || empty($_POST['email'])) {
    respond(['message' => 'Missing fields'], 400);
}
$image = save_upload('image');
$certificate = save_upload('certificateFile');
db()->prepare('INSERT INTO volunteers (title, name, gender, email, phone, marital_status, state_of_origin, address,
    occupation, imageUrl, file_path, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)')
    ->execute([$_POST['title'] ?? '', $_POST['name'], $_POST['gender'] ?? '', $_POST['email'], $_POST['phone'] ?? '',
        $_POST['maritalStatus'] ?? '', $_POST['stateOfOrigin'] ?? '', $_POST['address'] ?? '',
        $_POST['occupation'] ?? '', $image, $certificate, lagos_now()]);
echo 'Application received';
