CREATE TABLE threads (
  thread_id INT PRIMARY KEY,
  title VARCHAR(200) NOT NULL
);

CREATE TABLE replies (
  reply_id INT PRIMARY KEY,
  thread_id INT NOT NULL,
  FOREIGN KEY (thread_id) REFERENCES threads(thread_id)
);

-- name: DeleteReplies :exec
DELETE x FROM replies r JOIN threads t ON t.thread_id = r.thread_id WHERE t.thread_id = ?;
