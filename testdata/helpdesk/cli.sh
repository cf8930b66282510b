#!/bin/sh
# The DynamoDB table helpdesk and its access patterns, designed by sql2dynamo.
# Each function takes the values its comment names, in that order, as arguments; values inside keys
# follow the report's key encoding (integers zero-padded to 20 digits, date-times as 2026-01-10T09:30:00,
# strings of a case-insensitive column folded, bytes up to $ escaped as the report's key encoding says).
# Every argument is a value, never NULL: a write with a NULL parameter is sent as its plan in the report says.
# Needs sh, awk and the AWS CLI. Every name here starts with s2d_.
set -eu

s2d_json() {
  printf '%s\n' "$1" | LC_ALL=C awk '
    BEGIN { ORS = ""; for (i = 1; i < 32; i++) esc[sprintf("%c", i)] = sprintf("\\u%04x", i) }
    {
      if (NR > 1) print "\\n"
      n = length($0)
      for (i = 1; i <= n; i++) {
        c = substr($0, i, 1)
        if (c == "\\" || c == "\"") c = "\\" c
        else if (c in esc) c = esc[c]
        print c
      }
    }'
}

s2d_create_table() {
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

# GetTicket (testdata/helpdesk/input.sql:40:1): s2d_GetTicket ticket_id
s2d_GetTicket() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetTicket ticket_id' >&2; return 2; }
  aws dynamodb get-item --cli-input-json '{
  "Key": {
    "PK": {
      "S": "TICKET#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "TICKET"
    }
  },
  "TableName": "helpdesk"
}'
}

# CustomerTicketsOpenedIn (testdata/helpdesk/input.sql:45:1): s2d_CustomerTicketsOpenedIn customer_id opened_at.lo opened_at.hi
s2d_CustomerTicketsOpenedIn() {
  [ "$#" -eq 3 ] || { printf '%s\n' 'usage: s2d_CustomerTicketsOpenedIn customer_id opened_at.lo opened_at.hi' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI2PK": "GSI2PK",
    "#GSI2SK": "GSI2SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "TICKET#CUSTOMER_ID#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "TICKET#'"$(s2d_json "$2")"'"
    },
    ":sk2": {
      "S": "TICKET#'"$(s2d_json "$3")"'#"
    }
  },
  "IndexName": "GSI2",
  "KeyConditionExpression": "#GSI2PK = :pk AND #GSI2SK BETWEEN :sk AND :sk2",
  "TableName": "helpdesk"
}'
}

# CustomerOpenTickets (testdata/helpdesk/input.sql:50:1): s2d_CustomerOpenTickets customer_id
s2d_CustomerOpenTickets() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_CustomerOpenTickets customer_id' >&2; return 2; }
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
      "S": "TICKET#CUSTOMER_ID#'"$(s2d_json "$1")"'"
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

# CustomerTicketsWithSla (testdata/helpdesk/input.sql:55:1): s2d_CustomerTicketsWithSla customer_id
s2d_CustomerTicketsWithSla() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_CustomerTicketsWithSla customer_id' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI2PK": "GSI2PK",
    "#GSI2SK": "GSI2SK",
    "#sla_hours": "sla_hours"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "TICKET#CUSTOMER_ID#'"$(s2d_json "$1")"'"
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

# AgentQueue (testdata/helpdesk/input.sql:59:1): s2d_AgentQueue assignee_id
s2d_AgentQueue() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_AgentQueue assignee_id' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK",
    "#status": "status"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "AGENT#'"$(s2d_json "$1")"'"
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

# AgentTriage (testdata/helpdesk/input.sql:66:1): s2d_AgentTriage assignee_id
s2d_AgentTriage() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_AgentTriage assignee_id' >&2; return 2; }
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
      "S": "AGENT#'"$(s2d_json "$1")"'"
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
s2d_NewestTickets() {
  [ "$#" -eq 0 ] || { printf '%s\n' 'usage: s2d_NewestTickets' >&2; return 2; }
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

# AgentTicketsInPriorityBand (testdata/helpdesk/input.sql:76:1): s2d_AgentTicketsInPriorityBand assignee_id priority.lo priority.hi
s2d_AgentTicketsInPriorityBand() {
  [ "$#" -eq 3 ] || { printf '%s\n' 'usage: s2d_AgentTicketsInPriorityBand assignee_id priority.lo priority.hi' >&2; return 2; }
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
      "S": "AGENT#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "TICKET#'"$(s2d_json "$2")"'"
    },
    ":sk2": {
      "S": "TICKET#'"$(s2d_json "$3")"'$"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND #GSI1SK BETWEEN :sk AND :sk2",
  "ProjectionExpression": "#ticket_id, #priority, #subject",
  "TableName": "helpdesk"
}'
}

# ReplyRange (testdata/helpdesk/input.sql:85:1): s2d_ReplyRange ticket_id seq.lo seq.hi
s2d_ReplyRange() {
  [ "$#" -eq 3 ] || { printf '%s\n' 'usage: s2d_ReplyRange ticket_id seq.lo seq.hi' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#SK": "SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "TICKET#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "REPLY#'"$(s2d_json "$2")"'$"
    },
    ":sk2": {
      "S": "REPLY#'"$(s2d_json "$3")"'$"
    }
  },
  "KeyConditionExpression": "#PK = :pk AND #SK BETWEEN :sk AND :sk2",
  "TableName": "helpdesk"
}'
}

# CustomerReplies (testdata/helpdesk/input.sql:91:1): s2d_CustomerReplies ticket_id
s2d_CustomerReplies() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_CustomerReplies ticket_id' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#SK": "SK",
    "#author_id": "author_id"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "TICKET#'"$(s2d_json "$1")"'"
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

# FindTeamAgents (testdata/helpdesk/input.sql:95:1): s2d_FindTeamAgents team display_name.prefix
s2d_FindTeamAgents() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_FindTeamAgents team display_name.prefix' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#SK": "SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "AGENT#TEAM#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "AGENT#'"$(s2d_json "$2")"'"
    }
  },
  "KeyConditionExpression": "#PK = :pk AND begins_with(#SK, :sk)",
  "TableName": "helpdesk"
}'
}

# ActiveTeamAgents (testdata/helpdesk/input.sql:100:1): s2d_ActiveTeamAgents agent_id team
s2d_ActiveTeamAgents() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_ActiveTeamAgents agent_id team' >&2; return 2; }
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
      "N": "'"$(s2d_json "$1")"'"
    },
    ":pk": {
      "S": "AGENT#TEAM#'"$(s2d_json "$2")"'"
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

# OpenTicket (testdata/helpdesk/input.sql:105:1): s2d_OpenTicket assignee_id priority opened_at ticket_id customer_id closed_at sla_hours status subject
s2d_OpenTicket() {
  [ "$#" -eq 9 ] || { printf '%s\n' 'usage: s2d_OpenTicket assignee_id priority opened_at ticket_id customer_id closed_at sla_hours status subject' >&2; return 2; }
  aws dynamodb put-item --cli-input-json '{
  "ConditionExpression": "attribute_not_exists(#PK)",
  "ExpressionAttributeNames": {
    "#PK": "PK"
  },
  "Item": {
    "GSI1PK": {
      "S": "AGENT#'"$(s2d_json "$1")"'"
    },
    "GSI1SK": {
      "S": "TICKET#'"$(s2d_json "$2")"'#'"$(s2d_json "$3")"'#'"$(s2d_json "$4")"'"
    },
    "GSI2PK": {
      "S": "TICKET#CUSTOMER_ID#'"$(s2d_json "$5")"'"
    },
    "GSI2SK": {
      "S": "TICKET#'"$(s2d_json "$3")"'#'"$(s2d_json "$4")"'"
    },
    "GSI3PK": {
      "S": "TICKET#ALL"
    },
    "GSI3SK": {
      "S": "TICKET#'"$(s2d_json "$3")"'#'"$(s2d_json "$4")"'"
    },
    "PK": {
      "S": "TICKET#'"$(s2d_json "$4")"'"
    },
    "SK": {
      "S": "TICKET"
    },
    "_type": {
      "S": "tickets"
    },
    "assignee_id": {
      "N": "'"$(s2d_json "$1")"'"
    },
    "closed_at": {
      "S": "'"$(s2d_json "$6")"'"
    },
    "customer_id": {
      "N": "'"$(s2d_json "$5")"'"
    },
    "opened_at": {
      "S": "'"$(s2d_json "$3")"'"
    },
    "priority": {
      "N": "'"$(s2d_json "$2")"'"
    },
    "sla_hours": {
      "N": "'"$(s2d_json "$7")"'"
    },
    "status": {
      "S": "'"$(s2d_json "$8")"'"
    },
    "subject": {
      "S": "'"$(s2d_json "$9")"'"
    },
    "ticket_id": {
      "N": "'"$(s2d_json "$4")"'"
    }
  },
  "TableName": "helpdesk"
}'
}

# CloseTicket (testdata/helpdesk/input.sql:109:1): s2d_CloseTicket closed_at status ticket_id
s2d_CloseTicket() {
  [ "$#" -eq 3 ] || { printf '%s\n' 'usage: s2d_CloseTicket closed_at status ticket_id' >&2; return 2; }
  aws dynamodb update-item --cli-input-json '{
  "ConditionExpression": "attribute_exists(#PK)",
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#closed_at": "closed_at",
    "#status": "status"
  },
  "ExpressionAttributeValues": {
    ":closed_at": {
      "S": "'"$(s2d_json "$1")"'"
    },
    ":status": {
      "S": "'"$(s2d_json "$2")"'"
    }
  },
  "Key": {
    "PK": {
      "S": "TICKET#'"$(s2d_json "$3")"'"
    },
    "SK": {
      "S": "TICKET"
    }
  },
  "TableName": "helpdesk",
  "UpdateExpression": "SET #closed_at = :closed_at, #status = :status"
}'
}

# AddReply (testdata/helpdesk/input.sql:112:1): s2d_AddReply ticket_id seq author_id body posted_at
s2d_AddReply() {
  [ "$#" -eq 5 ] || { printf '%s\n' 'usage: s2d_AddReply ticket_id seq author_id body posted_at' >&2; return 2; }
  aws dynamodb put-item --cli-input-json '{
  "ConditionExpression": "attribute_not_exists(#PK)",
  "ExpressionAttributeNames": {
    "#PK": "PK"
  },
  "Item": {
    "PK": {
      "S": "TICKET#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "REPLY#'"$(s2d_json "$2")"'"
    },
    "_type": {
      "S": "replies"
    },
    "author_id": {
      "N": "'"$(s2d_json "$3")"'"
    },
    "body": {
      "S": "'"$(s2d_json "$4")"'"
    },
    "posted_at": {
      "S": "'"$(s2d_json "$5")"'"
    },
    "seq": {
      "N": "'"$(s2d_json "$2")"'"
    },
    "ticket_id": {
      "N": "'"$(s2d_json "$1")"'"
    }
  },
  "TableName": "helpdesk"
}'
}
