#!/bin/sh
# The DynamoDB table helpdesk and its access patterns, designed by sql2dynamo.
# Set the variables a pattern names (customer_id=...) before running its call; values inside keys
# follow the report's key encoding (integers zero-padded to 20 digits, date-times as 2026-01-10T09:30:00).
set -eu

create_table() {
  aws dynamodb create-table --cli-input-json '{
  "AttributeDefinitions": [
    {
      "AttributeName": "PK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "SK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI1PK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI1SK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI2PK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI2SK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI3PK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI3SK",
      "AttributeType": "S"
    }
  ],
  "BillingMode": "PAY_PER_REQUEST",
  "GlobalSecondaryIndexes": [
    {
      "IndexName": "GSI1",
      "KeySchema": [
        {
          "AttributeName": "GSI1PK",
          "KeyType": "HASH"
        },
        {
          "AttributeName": "GSI1SK",
          "KeyType": "RANGE"
        }
      ],
      "Projection": {
        "ProjectionType": "ALL"
      }
    },
    {
      "IndexName": "GSI2",
      "KeySchema": [
        {
          "AttributeName": "GSI2PK",
          "KeyType": "HASH"
        },
        {
          "AttributeName": "GSI2SK",
          "KeyType": "RANGE"
        }
      ],
      "Projection": {
        "ProjectionType": "ALL"
      }
    },
    {
      "IndexName": "GSI3",
      "KeySchema": [
        {
          "AttributeName": "GSI3PK",
          "KeyType": "HASH"
        },
        {
          "AttributeName": "GSI3SK",
          "KeyType": "RANGE"
        }
      ],
      "Projection": {
        "ProjectionType": "ALL"
      }
    }
  ],
  "KeySchema": [
    {
      "AttributeName": "PK",
      "KeyType": "HASH"
    },
    {
      "AttributeName": "SK",
      "KeyType": "RANGE"
    }
  ],
  "TableName": "helpdesk"
}'
}

# GetTicket (testdata/helpdesk/input.sql:40:1): needs ticket_id
GetTicket() {
  aws dynamodb get-item --cli-input-json '{
  "Key": {
    "PK": {
      "S": "TICKET#'"${ticket_id}"'"
    },
    "SK": {
      "S": "TICKET"
    }
  },
  "TableName": "helpdesk"
}'
}

# CustomerTicketsOpenedIn (testdata/helpdesk/input.sql:45:1): needs customer_id, opened_at_lo, opened_at_hi
CustomerTicketsOpenedIn() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI2PK": "GSI2PK",
    "#GSI2SK": "GSI2SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "TICKET#CUSTOMER_ID#'"${customer_id}"'"
    },
    ":sk": {
      "S": "TICKET#'"${opened_at_lo}"'"
    },
    ":sk2": {
      "S": "TICKET#'"${opened_at_hi}"'#"
    }
  },
  "IndexName": "GSI2",
  "KeyConditionExpression": "#GSI2PK = :pk AND #GSI2SK BETWEEN :sk AND :sk2",
  "TableName": "helpdesk"
}'
}

# CustomerOpenTickets (testdata/helpdesk/input.sql:50:1): needs customer_id
CustomerOpenTickets() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI2PK": "GSI2PK",
    "#GSI2SK": "GSI2SK",
    "#closed_at": "closed_at",
    "#opened_at": "opened_at",
    "#status": "status",
    "#subject": "subject",
    "#ticket_id": "ticket_id"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "TICKET#CUSTOMER_ID#'"${customer_id}"'"
    },
    ":sk": {
      "S": "TICKET#"
    }
  },
  "FilterExpression": "attribute_not_exists(#closed_at)",
  "IndexName": "GSI2",
  "KeyConditionExpression": "#GSI2PK = :pk AND begins_with(#GSI2SK, :sk)",
  "ProjectionExpression": "#ticket_id, #subject, #status, #opened_at",
  "ScanIndexForward": false,
  "TableName": "helpdesk"
}'
}

# CustomerTicketsWithSla (testdata/helpdesk/input.sql:55:1): needs customer_id
CustomerTicketsWithSla() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI2PK": "GSI2PK",
    "#GSI2SK": "GSI2SK",
    "#sla_hours": "sla_hours"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "TICKET#CUSTOMER_ID#'"${customer_id}"'"
    },
    ":sk": {
      "S": "TICKET#"
    }
  },
  "FilterExpression": "attribute_exists(#sla_hours)",
  "IndexName": "GSI2",
  "KeyConditionExpression": "#GSI2PK = :pk AND begins_with(#GSI2SK, :sk)",
  "TableName": "helpdesk"
}'
}

# AgentQueue (testdata/helpdesk/input.sql:59:1): needs assignee_id
AgentQueue() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK",
    "#status": "status"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "AGENT#'"${assignee_id}"'"
    },
    ":sk": {
      "S": "TICKET#"
    },
    ":status": {
      "S": "solved"
    },
    ":status2": {
      "S": "closed"
    }
  },
  "FilterExpression": "NOT (#status IN (:status, :status2))",
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "ScanIndexForward": false,
  "TableName": "helpdesk"
}'
}

# AgentTriage (testdata/helpdesk/input.sql:66:1): needs assignee_id
AgentTriage() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK",
    "#opened_at": "opened_at",
    "#priority": "priority",
    "#subject": "subject",
    "#ticket_id": "ticket_id"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "AGENT#'"${assignee_id}"'"
    },
    ":sk": {
      "S": "TICKET#"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "Limit": 20,
  "ProjectionExpression": "#ticket_id, #priority, #opened_at, #subject",
  "ScanIndexForward": false,
  "TableName": "helpdesk"
}'
}

# NewestTickets (testdata/helpdesk/input.sql:73:1)
NewestTickets() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI3PK": "GSI3PK",
    "#GSI3SK": "GSI3SK",
    "#customer_id": "customer_id",
    "#opened_at": "opened_at",
    "#subject": "subject",
    "#ticket_id": "ticket_id"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "TICKET#ALL"
    },
    ":sk": {
      "S": "TICKET#"
    }
  },
  "IndexName": "GSI3",
  "KeyConditionExpression": "#GSI3PK = :pk AND begins_with(#GSI3SK, :sk)",
  "Limit": 10,
  "ProjectionExpression": "#ticket_id, #customer_id, #subject, #opened_at",
  "ScanIndexForward": false,
  "TableName": "helpdesk"
}'
}

# AgentTicketsInPriorityBand (testdata/helpdesk/input.sql:76:1): needs assignee_id, priority_lo, priority_hi
AgentTicketsInPriorityBand() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK",
    "#priority": "priority",
    "#subject": "subject",
    "#ticket_id": "ticket_id"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "AGENT#'"${assignee_id}"'"
    },
    ":sk": {
      "S": "TICKET#'"${priority_lo}"'"
    },
    ":sk2": {
      "S": "TICKET#'"${priority_hi}"'$"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND #GSI1SK BETWEEN :sk AND :sk2",
  "ProjectionExpression": "#ticket_id, #priority, #subject",
  "TableName": "helpdesk"
}'
}

# CustomerTicketsOtherThan (testdata/helpdesk/input.sql:81:1): needs customer_id, subject
CustomerTicketsOtherThan() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI2PK": "GSI2PK",
    "#GSI2SK": "GSI2SK",
    "#subject": "subject"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "TICKET#CUSTOMER_ID#'"${customer_id}"'"
    },
    ":sk": {
      "S": "TICKET#"
    },
    ":subject": {
      "S": "'"${subject}"'"
    }
  },
  "FilterExpression": "#subject <> :subject",
  "IndexName": "GSI2",
  "KeyConditionExpression": "#GSI2PK = :pk AND begins_with(#GSI2SK, :sk)",
  "TableName": "helpdesk"
}'
}

# ReplyRange (testdata/helpdesk/input.sql:85:1): needs ticket_id, seq_lo, seq_hi
ReplyRange() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#SK": "SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "TICKET#'"${ticket_id}"'"
    },
    ":sk": {
      "S": "REPLY#'"${seq_lo}"'$"
    },
    ":sk2": {
      "S": "REPLY#'"${seq_hi}"'$"
    }
  },
  "KeyConditionExpression": "#PK = :pk AND #SK BETWEEN :sk AND :sk2",
  "TableName": "helpdesk"
}'
}

# TicketTimeline (testdata/helpdesk/input.sql:88:1): needs ticket_id
TicketTimeline() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "TICKET#'"${ticket_id}"'"
    },
    ":sk": {
      "S": "REPLY#"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "TableName": "helpdesk"
}'
}

# CustomerReplies (testdata/helpdesk/input.sql:91:1): needs ticket_id
CustomerReplies() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#SK": "SK",
    "#author_id": "author_id"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "TICKET#'"${ticket_id}"'"
    },
    ":sk": {
      "S": "REPLY#"
    }
  },
  "FilterExpression": "attribute_not_exists(#author_id)",
  "KeyConditionExpression": "#PK = :pk AND begins_with(#SK, :sk)",
  "TableName": "helpdesk"
}'
}

# FindTeamAgents (testdata/helpdesk/input.sql:95:1): needs team, display_name_prefix
FindTeamAgents() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#SK": "SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "AGENT#TEAM#'"${team}"'"
    },
    ":sk": {
      "S": "AGENT#'"${display_name_prefix}"'"
    }
  },
  "KeyConditionExpression": "#PK = :pk AND begins_with(#SK, :sk)",
  "TableName": "helpdesk"
}'
}

# ActiveTeamAgents (testdata/helpdesk/input.sql:100:1): needs agent_id, team
ActiveTeamAgents() {
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#SK": "SK",
    "#agent_id": "agent_id",
    "#deactivated_at": "deactivated_at",
    "#display_name": "display_name"
  },
  "ExpressionAttributeValues": {
    ":agent_id": {
      "N": "'"${agent_id}"'"
    },
    ":pk": {
      "S": "AGENT#TEAM#'"${team}"'"
    },
    ":sk": {
      "S": "AGENT#"
    }
  },
  "FilterExpression": "attribute_not_exists(#deactivated_at) AND #agent_id <> :agent_id",
  "KeyConditionExpression": "#PK = :pk AND begins_with(#SK, :sk)",
  "ProjectionExpression": "#agent_id, #display_name",
  "TableName": "helpdesk"
}'
}

# OpenTicket (testdata/helpdesk/input.sql:105:1): needs assignee_id, priority, opened_at, ticket_id, customer_id, closed_at, sla_hours, status, subject
OpenTicket() {
  aws dynamodb put-item --cli-input-json '{
  "ConditionExpression": "attribute_not_exists(#PK)",
  "ExpressionAttributeNames": {
    "#PK": "PK"
  },
  "Item": {
    "GSI1PK": {
      "S": "AGENT#'"${assignee_id}"'"
    },
    "GSI1SK": {
      "S": "TICKET#'"${priority}"'#'"${opened_at}"'#'"${ticket_id}"'"
    },
    "GSI2PK": {
      "S": "TICKET#CUSTOMER_ID#'"${customer_id}"'"
    },
    "GSI2SK": {
      "S": "TICKET#'"${opened_at}"'#'"${ticket_id}"'"
    },
    "GSI3PK": {
      "S": "TICKET#ALL"
    },
    "GSI3SK": {
      "S": "TICKET#'"${opened_at}"'#'"${ticket_id}"'"
    },
    "PK": {
      "S": "TICKET#'"${ticket_id}"'"
    },
    "SK": {
      "S": "TICKET"
    },
    "_type": {
      "S": "tickets"
    },
    "assignee_id": {
      "N": "'"${assignee_id}"'"
    },
    "closed_at": {
      "S": "'"${closed_at}"'"
    },
    "customer_id": {
      "N": "'"${customer_id}"'"
    },
    "opened_at": {
      "S": "'"${opened_at}"'"
    },
    "priority": {
      "N": "'"${priority}"'"
    },
    "sla_hours": {
      "N": "'"${sla_hours}"'"
    },
    "status": {
      "S": "'"${status}"'"
    },
    "subject": {
      "S": "'"${subject}"'"
    },
    "ticket_id": {
      "N": "'"${ticket_id}"'"
    }
  },
  "TableName": "helpdesk"
}'
}

# CloseTicket (testdata/helpdesk/input.sql:109:1): needs closed_at, status, ticket_id
CloseTicket() {
  aws dynamodb update-item --cli-input-json '{
  "ConditionExpression": "attribute_exists(#PK)",
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#closed_at": "closed_at",
    "#status": "status"
  },
  "ExpressionAttributeValues": {
    ":closed_at": {
      "S": "'"${closed_at}"'"
    },
    ":status": {
      "S": "'"${status}"'"
    }
  },
  "Key": {
    "PK": {
      "S": "TICKET#'"${ticket_id}"'"
    },
    "SK": {
      "S": "TICKET"
    }
  },
  "TableName": "helpdesk",
  "UpdateExpression": "SET #closed_at = :closed_at, #status = :status"
}'
}

# AddReply (testdata/helpdesk/input.sql:112:1): needs ticket_id, posted_at, seq, author_id, body
AddReply() {
  aws dynamodb put-item --cli-input-json '{
  "ConditionExpression": "attribute_not_exists(#PK)",
  "ExpressionAttributeNames": {
    "#PK": "PK"
  },
  "Item": {
    "GSI1PK": {
      "S": "TICKET#'"${ticket_id}"'"
    },
    "GSI1SK": {
      "S": "REPLY#'"${posted_at}"'#'"${seq}"'"
    },
    "PK": {
      "S": "TICKET#'"${ticket_id}"'"
    },
    "SK": {
      "S": "REPLY#'"${seq}"'"
    },
    "_type": {
      "S": "replies"
    },
    "author_id": {
      "N": "'"${author_id}"'"
    },
    "body": {
      "S": "'"${body}"'"
    },
    "posted_at": {
      "S": "'"${posted_at}"'"
    },
    "seq": {
      "N": "'"${seq}"'"
    },
    "ticket_id": {
      "N": "'"${ticket_id}"'"
    }
  },
  "TableName": "helpdesk"
}'
}
