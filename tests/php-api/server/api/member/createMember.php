<?php
require __DIR__ . '/../../lib.php';
// SPEC: enforcement of admin access is not shown; the token is accepted and not checked.
$in = input();
$fields = ['title', 'name', 'state_of_origin', 'date_of_birth', 'place_of_residence', 'type_of_work', 'company_name',
    'position_held', 'educational_status', 'marital_status', 'email'];
foreach ($fields as $field) {
    if (empty($in[$field])) {
        respond(['success' => false, 'message' => "$field is required"], 400);
    }
}
$ulid = strtoupper(bin2hex(random_bytes(13)));
$values = array_map(fn ($field) => $in[$field], $fields);
db()->prepare('INSERT INTO members (' . implode(', ', $fields) . ', ulid, status, created_at) VALUES (' .
    str_repeat('?, ', count($fields)) . '?, ?, ?)')->execute([...$values, $ulid, 'approved', lagos_now()]);
respond(['success' => true, 'message' => 'Member created successfully']);
