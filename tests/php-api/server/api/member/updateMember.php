<?php
require __DIR__ . '/../../lib.php';
$in = input();
$fields = ['title', 'name', 'state_of_origin', 'date_of_birth', 'place_of_residence', 'type_of_work', 'company_name',
    'position_held', 'educational_status', 'marital_status', 'email'];
$set = implode(', ', array_map(fn ($field) => "$field = ?", $fields));
$values = array_map(fn ($field) => $in[$field] ?? null, $fields);
db()->prepare("UPDATE members SET $set WHERE id = ?")->execute([...$values, $in['id'] ?? '']);
// The site does not read this body.
echo 'updated';
